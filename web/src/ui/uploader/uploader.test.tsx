import { UPLOAD_MESSAGES } from '@petwell/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PresignFileMutation, PresignFileMutationVariables } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { ORIGIN, server } from '../../test/server';
import { Uploader, type UploaderState } from './uploader';

function storage() {
  const presigned: PresignFileMutationVariables[] = [];
  const puts: string[] = [];
  server.use(
    graphql.mutation<PresignFileMutation, PresignFileMutationVariables>(
      'PresignFile',
      ({ variables }) => {
        presigned.push(variables);
        const n = String(presigned.length);
        return HttpResponse.json({
          data: {
            presign_file: {
              fileUrl: `${ORIGIN}/files/public/user_avatar/${n}/${variables.fileName}`,
              uploadUrl: `${ORIGIN}/files/upload/${n}`,
            },
          },
        });
      },
    ),
    http.put(`${ORIGIN}/files/upload/:id`, ({ request }) => {
      puts.push(request.url);
      return new HttpResponse(null, { status: 200 });
    }),
  );
  return { presigned, puts };
}

let latest: UploaderState = { urls: [], busy: false };
function Host({ maxFiles = 2 }: { maxFiles?: number }) {
  const [state, setState] = useState<UploaderState>({ urls: [], busy: false });
  latest = state;
  return (
    <Uploader
      kind="user_avatar"
      label="Pictures"
      hint="JPEG, PNG, WebP or GIF, up to 2 MB."
      maxFiles={maxFiles}
      onChange={setState}
    />
  );
}

const input = () => screen.getByLabelText('Pictures', { selector: 'input' });
const png = (name = 'rex.png', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('the uploader', () => {
  it("uploads through presign_file with the kind's access, and hands the URLs on", async () => {
    const { presigned, puts } = storage();
    const { user } = renderWithApp(<Host />);
    expect(input()).toHaveAttribute('accept', expect.stringContaining('image/png'));
    expect(input()).toHaveAccessibleDescription('JPEG, PNG, WebP or GIF, up to 2 MB.');
    await user.upload(input(), png());
    expect(await screen.findByText('rex.png uploaded.')).toBeVisible();
    expect(presigned).toEqual([
      {
        accessType: 'public',
        serviceType: 'user_avatar',
        fileName: 'rex.png',
        fileType: 'image/png',
        fileSize: 10,
      },
    ]);
    expect(puts).toEqual([`${ORIGIN}/files/upload/1`]);
    await expect
      .poll(() => latest)
      .toEqual({ urls: [`${ORIGIN}/files/public/user_avatar/1/rex.png`], busy: false });
  });

  it('shows type and size errors without asking the server', async () => {
    const { presigned } = storage();
    renderWithApp(<Host />);
    // A file picker can be told to show every file: the rule still refuses it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }));
    expect(
      await screen.findByText(`tool.exe was not uploaded: ${UPLOAD_MESSAGES.imageTypes}`),
    ).toBeVisible();
    await user.upload(input(), png('huge.png', 3 * 1024 * 1024));
    expect(
      await screen.findByText(`huge.png was not uploaded: ${UPLOAD_MESSAGES.imageTooLarge}`),
    ).toBeVisible();
    expect(presigned).toEqual([]);
    // A failed file goes at once.
    await user.click(screen.getByRole('button', { name: 'Remove tool.exe' }));
    expect(screen.queryByText(/tool\.exe/)).toBeNull();
  });

  it("removes an uploaded file only after 'Are you sure you wish to delete this item?'", async () => {
    storage();
    const { user } = renderWithApp(<Host />);
    await user.upload(input(), png());
    await screen.findByText('rex.png uploaded.');
    // The question's dialog loads apart: the button waits for it.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Remove rex.png' })).toBeEnabled();
    });
    await user.click(screen.getByRole('button', { name: 'Remove rex.png' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Are you sure you wish to delete this item?' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByText('rex.png uploaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove rex.png' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByText('rex.png uploaded.')).toBeNull();
    await expect.poll(() => latest).toEqual({ urls: [], busy: false });
  });

  it('takes no more files than allowed and says so', async () => {
    storage();
    const { user } = renderWithApp(<Host maxFiles={1} />);
    expect(input()).not.toHaveAttribute('multiple');
    await user.upload(input(), png('a.png'));
    await screen.findByText('a.png uploaded.');
    await user.upload(input(), png('b.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can attach at most 1 documents.',
    );
    expect(screen.queryByText(/b\.png/)).toBeNull();
  });
});
