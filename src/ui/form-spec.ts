// What a form is, as plain data: commands describe their fields and validation here (with the same zod schemas
// and flag parsing as the flags), and the Form component only draws and collects.

export interface FormField {
  /** The key in the values object (for product forms, the name of the flag without `--`). */
  key: string;
  label: string;
  /** One line of help shown while the field has focus, e.g. "PERCENT:10 or AMOUNT:2". */
  hint?: string;
  /** `toggle`: a yes/no switch (space or ←/→); text otherwise. */
  kind?: 'text' | 'toggle';
}

export type FormValues = Record<string, string>;
/** Problems by field key; `''` for problems that belong to no single field. */
export type FormErrors = Record<string, string>;

export interface FormSpec {
  title: string;
  fields: FormField[];
  initial: FormValues;
  /** No keys: the values may be submitted. */
  validate(values: FormValues): FormErrors;
}

export const TOGGLE_ON = 'yes';
export const TOGGLE_OFF = 'no';
