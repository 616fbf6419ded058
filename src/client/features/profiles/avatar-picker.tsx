import { Camera, UserRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { AVATAR_MAX_BYTES } from '../../../shared/constants';
import { TALENT_FORM_MESSAGES as M } from '../../../shared/schemas/accounts';
import { toast } from '../../lib/toast';

type Props = { currentUrl: string | null; file: File | null; onChange: (file: File | null) => void };

/** Photo chooser with preview. The server re-checks type and size; this only saves a wasted upload. */
export function AvatarPicker({ currentUrl, file, onChange }: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl;

  return (
    <div className="flex items-center gap-4">
      <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 ring-2 ring-slate-200">
        {shown ? (
          <img src={shown} alt="Preview of your avatar" className="h-full w-full object-cover" />
        ) : (
          <UserRound aria-hidden="true" className="h-10 w-10 text-slate-400" />
        )}
      </div>
      <div>
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium shadow-sm hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600"
        >
          <Camera aria-hidden="true" className="h-4 w-4" />
          {shown ? 'Change photo' : 'Add a photo'}
          <input
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!chosen) return;
              if (!chosen.type.startsWith('image/')) {
                toast.error(M.uploadFailedTitle, { description: 'Please select an image file.' });
                return;
              }
              if (chosen.size >= AVATAR_MAX_BYTES) {
                toast.error(M.fileTooLargeTitle, { description: M.fileTooLarge });
                return;
              }
              onChange(chosen);
            }}
          />
        </label>
        <p className="mt-1 text-xs text-slate-600">JPEG, PNG, WebP or GIF, under 5 MB.</p>
      </div>
    </div>
  );
}
