// A form of text fields and yes/no toggles. ↑/↓ or Tab move between fields, Enter goes to the next field and,
// on "Save", submits; Esc cancels. Problems are shown next to their fields once the field was touched or a save
// was tried, and a save is refused until `validate` finds none.
import { Box, Text, useInput, type Key } from 'ink';
import { useState } from 'react';
import { stripControl } from '../../io/terminal-text.js';
import { TOGGLE_OFF, TOGGLE_ON, type FormSpec, type FormValues } from '../form-spec.js';
import { useSyncedState } from '../hooks/use-synced-state.js';
import { useColor, useTheme } from '../hooks/use-theme.js';
import { SELECTED_MARK } from '../theme.js';
import { KeyHints } from './KeyHints.js';
import { StatusLine, type Status } from './StatusLine.js';
import { TextField } from './TextField.js';

export interface FormProps {
  spec: FormSpec;
  /** Resolves once saved; a rejection's message is shown and the form stays open. */
  onSubmit(values: FormValues): Promise<void>;
  onCancel(): void;
  width: number;
}

const NO_KEY = { escape: false, upArrow: false, downArrow: false, tab: false, shift: false, return: false, leftArrow: false, rightArrow: false };

export function Form({ spec, onSubmit, onCancel, width }: FormProps) {
  const { color } = useTheme();
  const tint = useColor();
  const [values, setValues] = useState<FormValues>(spec.initial);
  const [focus, setFocus, latestFocus] = useSyncedState(0);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState<Status>();
  const [saving, setSaving] = useState(false);
  const errors = spec.validate(values);
  const saveIndex = spec.fields.length;
  const labelWidth = Math.max(...spec.fields.map((f) => f.label.length)) + 2;

  // Setting the same value produces no new state (no render for nothing).
  const set = (key: string, value: string) => {
    setValues((previous) => (previous[key] === value ? previous : { ...previous, [key]: value }));
    setTouched((previous) => (previous.has(key) ? previous : new Set(previous).add(key)));
  };
  const move = (by: number) => setFocus((index) => (index + by + saveIndex + 1) % (saveIndex + 1));

  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length > 0) {
      setStatus({ kind: 'error', text: 'fix the fields marked above first' });
      return;
    }
    setSaving(true);
    setStatus({ kind: 'busy', text: 'saving…' });
    onSubmit(values).then(
      () => setSaving(false),
      (error: unknown) => {
        setSaving(false);
        setStatus({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
      },
    );
  };

  const onKey = (input: string, key: Pick<Key, 'escape' | 'upArrow' | 'downArrow' | 'tab' | 'shift' | 'return' | 'leftArrow' | 'rightArrow'>) => {
    const focus = latestFocus();
    const field = spec.fields[focus];
    if (key.escape) return onCancel();
    if (key.upArrow || (key.shift && key.tab)) return move(-1);
    if (key.downArrow || key.tab) return move(1);
    if (key.return) return focus === saveIndex ? submit() : move(1);
    if (field?.kind === 'toggle' && (input === ' ' || key.leftArrow || key.rightArrow)) {
      set(field.key, values[field.key] === TOGGLE_ON ? TOGGLE_OFF : TOGGLE_ON);
    }
  };

  useInput((input, key) => {
    if (saving) return;
    // Keys typed faster than the screen reads them arrive together ("\t\t", "ab\t"), which Ink hands over as text:
    // each Tab and Enter in it still moves (the field keeps the rest as text).
    const moves = input.length > 1 && !key.ctrl && !key.meta ? input.match(/[\t\r]/g) : null;
    if (moves) {
      for (const char of moves) onKey(char, { ...NO_KEY, tab: char === '\t', return: char === '\r' });
      return;
    }
    onKey(input, key);
  });

  const problem = (key: string) => ((touched.has(key) || tried) && errors[key] ? errors[key] : undefined);
  const general = tried ? errors[''] : undefined;
  const focusedField = spec.fields[focus];
  const hint = focusedField?.hint && !problem(focusedField.key) ? `${focusedField.label}: ${focusedField.hint}` : undefined;
  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate-end">
        {stripControl(spec.title)}
      </Text>
      {spec.fields.map((f, index) => {
        const focused = index === focus;
        const message = problem(f.key);
        return (
          <Box key={f.key} flexDirection="column">
            <Box>
              <Box flexShrink={0}>
                <Text color={focused ? tint('cyan') : undefined}>{`${focused ? SELECTED_MARK : ' '} ${f.label.padEnd(labelWidth)}`}</Text>
              </Box>
              {f.kind === 'toggle' ? (
                <Text>{values[f.key] === TOGGLE_ON ? '[x] yes' : '[ ] no'}</Text>
              ) : (
                <TextField value={values[f.key] ?? ''} isDisabled={!focused || saving} onChange={(value) => set(f.key, value)} width={Math.max(4, width - 2 - labelWidth)} />
              )}
            </Box>
            {message ? <Text color={tint('red')} wrap="truncate-end">{`    ${' '.repeat(labelWidth)}${message}`}</Text> : null}
          </Box>
        );
      })}
      <Text color={focus === saveIndex ? tint('cyan') : undefined} bold={color && focus === saveIndex}>
        {`${focus === saveIndex ? SELECTED_MARK : ' '} [ Save ]`}
      </Text>
      {general ? <Text color={tint('red')}>{general}</Text> : null}
      {/* The focused field's hint stands on the status line while nothing else does: a line per field, no more, so
          ten fields fit a 15-row terminal. */}
      <StatusLine status={status ?? (hint ? { kind: 'info', text: hint } : undefined)} />
      <KeyHints hints={[['↑↓/tab', 'move'], ['enter', focus === saveIndex ? 'save' : 'next'], ['space', 'toggle'], ['esc', 'cancel']]} width={width} />
    </Box>
  );
}
