/** A file size as people read it: "2.5 MB", whole megabytes from 10 MB up. */
export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
