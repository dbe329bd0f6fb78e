import { Uploader, type UploaderState } from '../../ui/uploader/uploader';

/** At most 20 documents per request (domain smoDetailsSchema). */
export const SMO_MAX_FILES = 20;

/** The uploaded files' URLs, and whether an upload is still running. */
export type SmoDocumentsState = UploaderState;

export interface SmoDocumentsProps {
  /** Called when the uploads change; pass a stable function (a state setter). */
  onChange: (documents: SmoDocumentsState) => void;
}

/** The SMO's document upload: private medical documents (kind smo_service), 20 at most. */
export function SmoDocuments({ onChange }: SmoDocumentsProps) {
  return (
    <Uploader
      kind="smo_service"
      label="Documents"
      hint="Medical records, lab results and X-rays: PDF, images, plain text or DICOM, up to 10 MB each."
      maxFiles={SMO_MAX_FILES}
      accept=".pdf,.jpg,.jpeg,.png,.webp,.gif,.txt,.dcm,application/pdf,image/*,text/plain,application/dicom"
      onChange={onChange}
    />
  );
}
