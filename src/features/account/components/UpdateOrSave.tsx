import { PlainButton } from '../../../components/plain/PlainButton';
import { Spaced } from '../../../components/plain/layout/Spaced';

interface UpdateOrSaveProps {
  editing: boolean;
  saving: boolean;
  /** 'SAVE INFO', 'SAVE EMAIL': the form's submit button while editing. */
  saveLabel: string;
  onEdit(): void;
}

/** UPDATE opens a read-only form for editing; its save button then takes UPDATE's place. */
export function UpdateOrSave({ editing, saving, saveLabel, onEdit }: UpdateOrSaveProps) {
  return (
    <Spaced above={1.5}>
      {editing ? (
        <PlainButton key="save" type="submit" variant="contained" loading={saving}>
          {saveLabel}
        </PlainButton>
      ) : (
        <PlainButton key="update" variant="outlined" onClick={onEdit}>
          UPDATE
        </PlainButton>
      )}
    </Spaced>
  );
}
