/** Business constants of the spec (screens-and-editor.md §9, data-layer.md §9), named as the spec names them. */
export const SAVE_DEBOUNCE_MS = 700;
/** A failed save is sent again by itself after this long, doubling up to SAVE_RETRY_MAX_MS; a success starts over. */
export const SAVE_RETRY_FIRST_MS = 2000;
export const SAVE_RETRY_MAX_MS = 60000;
export const SNAPSHOT_DEBOUNCE_MS = 2000;
/** The most items (creates, updates and deletions together) one bulk entity value request may carry. */
export const BULK_MAX_ITEMS = 1000;
export const SUCCESS_SNACKBAR_MS = 6000;
export const NEW_FEATURE_DIALOG_DELAY_MS = 1000;
export const TOOLTIP_DELAY_MS = 350;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const ERROR_REPORTING_TRACE_SAMPLE_RATE = 0.05;
export const SIDEBAR_WIDTH = 400;
export const ALERT_BAR_WIDTH = 430;
export const LOCAL_PREFERENCE_TTL_MS = 24 * 60 * 60 * 1000;
export const INITIAL_HEADER_TITLE = 'Loading...';
export const DEFAULT_ITEM_NAME = 'Untitled';
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm';
export const NO_DATA_TEXT = 'No data available';

export const THEME_COLORS = {
  primary: '#113253',
  secondary: '#D2D6E2',
  accent: '#5BADCA',
  info: '#5BADCA',
} as const;
/** screens-and-editor.md §9: a due tour starts this long after its page shows its tours. */
export const TOUR_START_TIMEOUT_MS = 0;
/** screens-and-editor.md §9: a tour step's image is at most this tall and wide. */
export const TOUR_STEP_IMAGE_MAX_HEIGHT = 400;
export const TOUR_STEP_IMAGE_MAX_WIDTH = 366;
