/** The outline of someone else's pointer (an arrow with its tip at 0,0), drawn in their colour wherever they point. */
export const POINTER_ARROW_PATH = 'M0 0 L0 16 L4.5 12 L8 19 L10.5 18 L7 11 L12.5 11 Z';
