// What every component needs to know about the terminal it draws on: whether colour is allowed (NO_COLOR,
// --no-color, TERM…) and how much room there is. Plain data; the React context lives in hooks/use-theme.ts.

export interface Theme {
  /** false: no colours or other styling; selection and focus are still shown with markers. */
  color: boolean;
}

export const DEFAULT_THEME: Theme = { color: true };

/** The marker in front of the selected row or focused field: visible without colour. */
export const SELECTED_MARK = '›';

/** Columns in front of every table row: the selection marker and a space. */
export const MARK_COLUMNS = 2;
