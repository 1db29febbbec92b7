// `shared-ui/forms`: native inputs that work with react-final-form (docs/decisions/0013-design-system.md).
import './styles/tokens.css';

export { AmountInput, type AmountInputProps } from './inputs/AmountInput';
export { Checkbox, RadioGroup, Switch, type CheckboxProps, type RadioGroupProps, type RadioOption } from './inputs/Choices';
export { CodeInput, PinInput, type CodeInputProps } from './inputs/CodeInput';
export { Field, fromFinalForm, type FieldBaseProps, type FinalFormFieldProps } from './inputs/Field';
export { FileDrop, checkFile, describeFileProblem, type FileDropProps, type FileProblem, type FileRules, type ImageSizeReader } from './inputs/FileDrop';
export { MaskedInput, applyMask, unmask, type MaskedInputProps } from './inputs/MaskedInput';
export { NativeSelect, type NativeSelectProps } from './inputs/NativeSelect';
export { PhoneInput, normalisePhone, type PhoneInputProps } from './inputs/PhoneInput';
export { TextArea, type TextAreaProps } from './inputs/TextArea';
export { TextField, type TextFieldProps } from './inputs/TextField';
export { ExportActions, type ExportActionsProps } from './export/ExportActions';
export { ExportRecipientsField, type ExportRecipientsFieldProps } from './export/ExportRecipientsField';
export { FormActions, FormError, type FormActionsProps } from './form-parts/FormActions';
export { REJECTED_FIELD, formErrorOf, submissionErrorsOf } from './form-parts/submission-errors';
export { Stepper, type StepperProps } from './feedback/Stepper';
