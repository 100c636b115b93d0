/** A translation function bound to one namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
