// A form on its own (`store products create` with no flags): the Form at the terminal's width.
import { Form } from '../components/Form.js';
import type { FormSpec, FormValues } from '../form-spec.js';
import { useScreenSize } from '../hooks/use-screen-size.js';

export interface FormScreenProps {
  spec: FormSpec;
  onSubmit(values: FormValues): Promise<void>;
  onCancel(): void;
  width?: number;
}

export function FormScreen(props: FormScreenProps) {
  const { width } = useScreenSize({ width: props.width, height: 0 });
  return <Form spec={props.spec} onSubmit={props.onSubmit} onCancel={props.onCancel} width={width} />;
}
