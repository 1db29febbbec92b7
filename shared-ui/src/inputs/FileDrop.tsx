import { useState, type DragEvent } from 'react';
import { useUiText } from '../texts/UiTextProvider';
import type { Translate } from '../texts/ui-texts';
import { Field, type FieldBaseProps } from './Field';
import '../actions/actions.css';

export interface FileRules {
  /**
   * MIME types (IMAGE_TYPES from shared-contracts) or file name endings (`.csv`), as the native
   * input's `accept` takes them. An ending is for types that browsers name differently by system: a
   * CSV file is `text/csv`, `application/vnd.ms-excel` or no type at all.
   */
  accept: readonly string[];
  maxBytes: number;
  /** Minimum image size (the logo: 200×200). */
  minDimensions?: { width: number; height: number };
}

export type FileProblem =
  | { kind: 'type' }
  | { kind: 'size' }
  | { kind: 'dimensions' }
  | { kind: 'unreadable' };

export type ImageSizeReader = (file: File) => Promise<{ width: number; height: number }>;

/** Reads an image's pixel size in the browser. */
export const readImageSize: ImageSizeReader = async (file) => {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
};

const isEnding = (accepted: string) => accepted.startsWith('.');

/** Whether the file has one of the accepted types or name endings. */
const accepts = (accept: readonly string[], file: File) =>
  accept.some((accepted) => (isEnding(accepted) ? file.name.toLowerCase().endsWith(accepted.toLowerCase()) : accepted === file.type));

/** What is wrong with a file, or null: its type, then its size, then its dimensions. */
export async function checkFile(file: File, rules: FileRules, readSize: ImageSizeReader = readImageSize): Promise<FileProblem | null> {
  if (!accepts(rules.accept, file)) return { kind: 'type' };
  if (file.size > rules.maxBytes) return { kind: 'size' };
  if (rules.minDimensions && file.type.startsWith('image/')) {
    try {
      const { width, height } = await readSize(file);
      if (width < rules.minDimensions.width || height < rules.minDimensions.height) return { kind: 'dimensions' };
    } catch {
      return { kind: 'unreadable' };
    }
  }
  return null;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;
const typeNames = (accept: readonly string[]) =>
  [...new Set(accept.map((type) => (isEnding(type) ? type.slice(1) : (type.split('/')[1] ?? type)).toUpperCase()))].join(', ');

/** The clear text of a problem, in the caller's language. */
export function describeFileProblem(problem: FileProblem, rules: FileRules, t: Translate): string {
  switch (problem.kind) {
    case 'type':
      return t('fileTypeError', { types: typeNames(rules.accept) });
    case 'size':
      return t('fileSizeError', { size: megabytes(rules.maxBytes) });
    case 'dimensions':
      return t('fileDimensionsError', { width: rules.minDimensions?.width ?? 0, height: rules.minDimensions?.height ?? 0 });
    case 'unreadable':
      return t('fileUnreadableError');
  }
}

export interface FileDropProps extends FieldBaseProps, FileRules {
  /** Called with a file that passed every rule. */
  onFile: (file: File) => void;
  /** The chosen file's name, when there is one. */
  fileName?: string;
  onClear?: () => void;
  /** Upload progress 0-100 while uploading. */
  progress?: number;
  readSize?: ImageSizeReader;
  /** A caller's own text for a problem, where its spec words it (activation: 'the file must not exceed 8 MB'). */
  problemText?: Partial<Record<FileProblem['kind'], string>>;
}

/** Choose or drop one file; type, size and image dimensions are checked before `onFile`. */
export function FileDrop({ accept, maxBytes, minDimensions, onFile, fileName, onClear, progress, readSize, problemText, error, ...field }: FileDropProps) {
  const t = useUiText();
  const [problem, setProblem] = useState<string>();
  const [over, setOver] = useState(false);
  const rules: FileRules = { accept, maxBytes, minDimensions };

  const take = async (file: File | undefined) => {
    if (!file) return;
    const found = await checkFile(file, rules, readSize);
    setProblem(found ? (problemText?.[found.kind] ?? describeFileProblem(found, rules, t)) : undefined);
    if (!found) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <Field {...field} error={problem ?? error}>
      {({ inputId, describedBy, invalid }) => (
        <div
          className="mdp-file-drop"
          data-over={over || undefined}
          data-invalid={invalid || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <input
            id={inputId}
            className="mdp-file-input"
            type="file"
            accept={accept.join(',')}
            disabled={field.disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              void take(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <span aria-hidden="true" className="mdp-file-hint">
            <span className="mdp-button" data-variant="secondary">
              {t('chooseFile')}
            </span>{' '}
            {t('dropFile')}
          </span>
          {fileName ? (
            <div className="mdp-file-chosen">
              <span>{fileName}</span>
              {onClear ? (
                <button type="button" className="mdp-button" data-variant="ghost" onClick={onClear}>
                  {t('removeFile')}
                </button>
              ) : null}
            </div>
          ) : null}
          {progress !== undefined ? (
            <progress className="mdp-progress" max={100} value={progress} aria-label={t('uploading', { percent: Math.round(progress) })} />
          ) : null}
        </div>
      )}
    </Field>
  );
}
