/** A row's id, as the API answers it. */
export type Id = number;
