import { fileList, SMO_STATUS } from '@petwell/domain';
import { PrivateFileLinks } from '../../ui/private-files/private-file-links';
import { REQUEST_MESSAGES } from './messages';
import { formatDateTime } from './request-details';

/**
 * The vet's answer to a second opinion or question once it is completed (the answer) or returned
 * (the reason), with when it was given and the files the vet attached; nothing before.
 */
export function RequestAnswer({
  request,
  answerLabel,
}: {
  request: {
    status: number;
    response?: string | null;
    response_files?: unknown;
    responded_at?: string | null;
  };
  answerLabel: string;
}) {
  const closed = request.status === SMO_STATUS.completed || request.status === SMO_STATUS.returned;
  if (!closed || !request.response) return null;
  const files = fileList(request.response_files);
  return (
    <div className="request-answer-block">
      <h3 className="request-answer-title">
        {request.status === SMO_STATUS.returned ? REQUEST_MESSAGES.returned : answerLabel}
      </h3>
      <p className="request-answer">{request.response}</p>
      {files.length > 0 ? (
        <PrivateFileLinks
          files={files}
          label={REQUEST_MESSAGES.answerFiles}
          className="request-files"
        />
      ) : null}
      {request.responded_at ? (
        <p className="request-answered">
          {REQUEST_MESSAGES.answered}{' '}
          <time dateTime={request.responded_at}>{formatDateTime(request.responded_at)}</time>
        </p>
      ) : null}
    </div>
  );
}
