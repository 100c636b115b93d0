/** Resolves in a later task of the event loop, so that the page can draw and answer input before long work goes on. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
