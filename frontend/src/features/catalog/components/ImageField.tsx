import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { IMAGE_ACCEPT, IMAGE_LIMITS, IMAGE_MESSAGES, IMAGE_UPLOAD_MESSAGES, isAcceptedImage } from '@reagentswap/contracts';
import { Button, Progress, Switch } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../shared/ui/toast';
import { compressImage } from '../lib/compressImage';

/** The field's value: a new file (with its compression result), the reagent's current image, or none. */
export type ImageValue = { kind: 'new'; file: File; savedPercent: number } | { kind: 'existing'; url: string } | null;

interface ImageFieldProps {
  id: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  /** Tells the form to hold its submit while a photo is being compressed. */
  onBusyChange?: (busy: boolean) => void;
}

function usePreviewUrl(value: ImageValue): string | null {
  const file = value?.kind === 'new' ? value.file : null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return value?.kind === 'existing' ? value.url : url;
}

/**
 * Spec §2 "Image field": no image → compressing (with progress) → chosen (preview and the
 * compression result), with a remove control and 'Change Image'; compression on by default.
 */
export function ImageField({ id, value, onChange, onBusyChange }: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [compress, setCompress] = useState(true);
  const [progress, setProgress] = useState<number | null>(null);
  const preview = usePreviewUrl(value);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    // Spec §5: a file that is not an accepted image is silently dropped (the picker filters already).
    if (!picked || !isAcceptedImage(picked)) return;
    let file = picked;
    let saved = 0;
    if (compress) {
      setProgress(0);
      onBusyChange?.(true);
      try {
        const result = await compressImage(picked, setProgress);
        file = result.file;
        saved = result.savedPercent;
      } catch {
        toast.warning(IMAGE_UPLOAD_MESSAGES.compressionFailed);
      } finally {
        setProgress(null);
        onBusyChange?.(false);
      }
    }
    if (file.size > IMAGE_LIMITS.maxBytes) {
      toast.error(IMAGE_MESSAGES.tooLarge);
      return;
    }
    onChange({ kind: 'new', file, savedPercent: saved });
  };

  const picker = (
    <input
      ref={input}
      id={id}
      type="file"
      accept={IMAGE_ACCEPT}
      className="visually-hidden"
      onChange={(event) => void choose(event)}
      data-testid="reagent-image-input"
    />
  );

  return (
    <div className="image-field">
      {picker}
      {progress !== null ? (
        <div className="image-field__progress" role="status" aria-live="polite">
          <span>Compressing image...</span>
          <Progress percent={progress} size="small" aria-label="Compression progress" />
        </div>
      ) : preview ? (
        <div className="image-field__chosen">
          <img src={preview} alt="Selected reagent" className="image-field__preview" />
          <div className="image-field__info">
            {value?.kind === 'new' && value.savedPercent > 0 ? (
              <p className="image-field__result" role="status">
                {IMAGE_UPLOAD_MESSAGES.compressed(value.savedPercent)}
              </p>
            ) : null}
            <Button icon={<PictureOutlined aria-hidden="true" />} onClick={() => input.current?.click()}>
              Change Image
            </Button>
            <Button icon={<DeleteOutlined aria-hidden="true" />} onClick={() => onChange(null)} danger aria-label="Remove image">
              Remove
            </Button>
          </div>
        </div>
      ) : (
        <Button className="image-field__choose" icon={<PictureOutlined aria-hidden="true" />} onClick={() => input.current?.click()} block>
          Choose Image
        </Button>
      )}
      <span className="form-field__hint">JPEG, PNG, GIF or WebP, up to 10 MB</span>
      <label className="image-field__toggle">
        <Switch size="small" checked={compress} onChange={setCompress} disabled={progress !== null} /> Compress image before upload
      </label>
    </div>
  );
}
