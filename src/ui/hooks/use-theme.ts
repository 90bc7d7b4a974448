// The theme as React context, so deep components style (or don't) without threading props.
import { createContext, useContext } from 'react';
import { DEFAULT_THEME, type Theme } from '../theme.js';

export const ThemeContext = createContext<Theme>(DEFAULT_THEME);

export function useTheme(): Theme {
  return useContext(ThemeContext);
}

/** A colour name when colour is on, otherwise undefined (Ink then writes plain text). */
export function useColor(): (name: string) => string | undefined {
  const { color } = useTheme();
  return (name) => (color ? name : undefined);
}
