import { saveWebsiteSchema } from '@petwell/domain';
import { type ChangeEvent, lazy, Suspense, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/field-parts';
import { useSaveWebsiteMutation } from '../../../generated/practice';
import { Form, FormTextField, SubmitButton, useFormField, useZodForm } from '../../../ui/form';
import { VendorHtml } from '../../../ui/sanitize-html/vendor-html';
import { acceptOf } from '../../../ui/uploader/upload-file';
import { useUpload } from '../../../ui/uploader/use-upload';
import { type OwnWebsite, OwnSiteScreen } from '../own-site-screen';
import { WEBSITE_TEXT } from '../website-text';

// The editor (Tiptap and ProseMirror) is this screen's alone: loaded when the screen shows.
const RichTextEditor = lazy(() =>
  import('../../../ui/rich-text-editor/rich-text-editor').then((m) => ({
    default: m.RichTextEditor,
  })),
);

type Website = OwnWebsite;

/** The Website tab's fields; the domains are the Domains tab's and are saved as they are. */
const websiteSchema = saveWebsiteSchema.pick({
  name: true,
  logo: true,
  header_section: true,
  body_section: true,
});

interface WebsiteValues {
  name: string;
  logo: string;
  header_section: string;
  body_section: string;
}

type WebsiteForm = ReturnType<typeof useWebsiteForm>;

const useWebsiteForm = (site: Website | undefined) =>
  useZodForm(websiteSchema, {
    defaultValues: {
      name: site?.name ?? '',
      logo: site?.logo ?? '',
      header_section: site?.header_section ?? '',
      body_section: site?.body_section ?? '',
    } satisfies WebsiteValues,
  });

/** The action's message (such as 'The domain is already taken!'), never an internal one. */
const messageOf = (error: { graphQLErrors: { message: string; extensions: object }[] }) => {
  const first = error.graphQLErrors[0];
  const code = (first?.extensions as { code?: unknown } | undefined)?.code;
  return first && code !== 'unexpected' ? first.message : WEBSITE_TEXT.saveFailed;
};

/** The address the site is served on, on this page's scheme and port (a dev stack's too). */
function siteAddress(site: Website): string | null {
  const host = site.hosts.find((h) => h.verified_at !== null)?.host;
  if (!host) return null;
  const { protocol, port } = window.location;
  return `${protocol}//${host}${port ? `:${port}` : ''}/`;
}

/**
 * /app/settings/site, the root admin's Website (spec 001): the brand name (required), the logo
 * (uploaded as a brand_logo file), and the header and body sections in a rich-text editor, with a
 * live preview of the site as it shows them. `save_website` sanitises the HTML before it stores
 * it and the preview sanitises what it renders; the domains stay as the Domains tab saved them.
 */
export function WebsitePage() {
  return (
    <OwnSiteScreen
      title={WEBSITE_TEXT.title}
      className="website-screen"
      failed={WEBSITE_TEXT.failed}
    >
      {(site, reload) => <WebsiteEditor key={site?.id ?? 0} site={site} onSaved={reload} />}
    </OwnSiteScreen>
  );
}

function WebsiteEditor({ site, onSaved }: { site: Website | undefined; onSaved: () => void }) {
  const form = useWebsiteForm(site);
  const [, saveWebsite] = useSaveWebsiteMutation();
  const [saved, setSaved] = useState(false);
  const address = site ? siteAddress(site) : null;
  return (
    <div className="website-layout">
      <Form
        form={form}
        className="website-form card"
        errorTitle={WEBSITE_TEXT.errorTitle}
        onSubmit={async (values) => {
          setSaved(false);
          const result = await saveWebsite(
            {
              ...values,
              sub_domain: site?.sub_domain ?? null,
              custom_domain: site?.custom_domain ?? null,
            },
            // The header's brand (PracticeBrand) reads the websites too.
            { additionalTypenames: ['websites'] },
          );
          if (result.error || !result.data?.save_website) {
            form.setError('root', {
              message: result.error ? messageOf(result.error) : WEBSITE_TEXT.saveFailed,
            });
            return;
          }
          setSaved(true);
          onSaved();
        }}
      >
        {saved ? <Alert tone="success">{WEBSITE_TEXT.saved}</Alert> : null}
        <FormTextField
          form={form}
          name="name"
          trim="start"
          label={WEBSITE_TEXT.brandName}
          maxLength={120}
          requiredMarker
        />
        <LogoField form={form} />
        <RichTextField
          form={form}
          name="header_section"
          label={WEBSITE_TEXT.header}
          hint={WEBSITE_TEXT.headerHint}
        />
        <RichTextField
          form={form}
          name="body_section"
          label={WEBSITE_TEXT.body}
          hint={WEBSITE_TEXT.bodyHint}
        />
        <SubmitButton>{WEBSITE_TEXT.save}</SubmitButton>
      </Form>
      <SitePreview form={form} address={address} />
    </div>
  );
}

/** The logo: uploaded at once (presign_file, kind brand_logo), stored with the next save. */
function LogoField({ form }: { form: WebsiteForm }) {
  const ids = useId();
  const logo = useFormField({ form, name: 'logo' });
  const upload = useUpload();
  const [state, setState] = useState<{ busy: boolean; notice: string | null; failed: boolean }>({
    busy: false,
    notice: null,
    failed: false,
  });

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setState({ busy: true, notice: WEBSITE_TEXT.logoUploading, failed: false });
    const result = await upload('brand_logo', file);
    if (result.ok) {
      logo.set(result.url);
      setState({ busy: false, notice: WEBSITE_TEXT.logoUploaded, failed: false });
    } else {
      setState({ busy: false, notice: result.message, failed: true });
    }
  }

  const url = typeof logo.value === 'string' ? logo.value : '';
  return (
    <div className="field website-logo">
      <label className="field-label" htmlFor={`${ids}-file`}>
        {WEBSITE_TEXT.logo}
      </label>
      <p id={`${ids}-hint`} className="field-hint">
        {WEBSITE_TEXT.logoHint}
      </p>
      <div className="website-logo-row">
        {url ? <img src={url} alt={WEBSITE_TEXT.logoAlt} width={64} height={64} /> : null}
        <input
          id={`${ids}-file`}
          ref={logo.ref}
          type="file"
          accept={acceptOf('brand_logo')}
          aria-describedby={`${ids}-hint${logo.error ? ` ${ids}-error` : ''}`}
          disabled={state.busy}
          onChange={(event) => void onChoose(event)}
        />
        {url ? (
          <Button
            variant="link"
            disabled={state.busy}
            onClick={() => {
              logo.set('');
              setState({ busy: false, notice: null, failed: false });
            }}
          >
            {WEBSITE_TEXT.removeLogo}
          </Button>
        ) : null}
      </div>
      <p
        role={state.failed ? 'alert' : 'status'}
        className={state.failed ? 'website-logo-status field-error' : 'website-logo-status'}
      >
        {state.notice}
      </p>
      <FieldError id={`${ids}-error`} error={logo.error} />
    </div>
  );
}

/** A labelled rich-text editor bound to a form field (the editor loads on demand). */
function RichTextField({
  form,
  name,
  label,
  hint,
}: {
  form: WebsiteForm;
  name: 'header_section' | 'body_section';
  label: string;
  hint: string;
}) {
  const ids = useId();
  const bound = useFormField({ form, name });
  const describedBy = `${ids}-hint${bound.error ? ` ${ids}-error` : ''}`;
  return (
    <div className="field">
      <span id={`${ids}-label`} className="field-label">
        {label}
      </span>
      <p id={`${ids}-hint`} className="field-hint">
        {hint}
      </p>
      <Suspense fallback={<p role="status">{WEBSITE_TEXT.editorLoading}</p>}>
        <RichTextEditor
          labelId={`${ids}-label`}
          describedBy={describedBy}
          label={label}
          value={typeof bound.value === 'string' ? bound.value : ''}
          onChange={bound.set}
          invalid={Boolean(bound.error)}
        />
      </Suspense>
      <FieldError id={`${ids}-error`} error={bound.error} />
    </div>
  );
}

/**
 * The site's header and body as the practice's site shows them (features/white-label's home page:
 * the header HTML, else the brand name; the booking section; the body HTML), sanitised, from the
 * form's current values; and a link to the site itself.
 */
function SitePreview({ form, address }: { form: WebsiteForm; address: string | null }) {
  // Only the preview re-renders as the fields change (useWatch, not form.watch).
  const [name, logo, header, body] = useWatch({
    control: form.control,
    name: ['name', 'logo', 'header_section', 'body_section'],
  });
  return (
    <section className="website-preview card" aria-labelledby="website-preview-heading">
      <div className="website-preview-bar">
        <h2 id="website-preview-heading">{WEBSITE_TEXT.preview}</h2>
        {address ? (
          <a href={address} target="_blank" rel="noopener noreferrer">
            {WEBSITE_TEXT.openSite}
          </a>
        ) : (
          <p className="field-hint">{WEBSITE_TEXT.noAddress}</p>
        )}
      </div>
      <p className="field-hint">{WEBSITE_TEXT.previewHint}</p>
      <div className="website-preview-site" data-testid="website-preview">
        <div className="website-preview-brand">
          {logo ? <img src={logo} alt="" width={40} height={40} /> : null}
          <span>{name}</span>
        </div>
        {header ? (
          <VendorHtml html={header} className="vendor-html vendor-header-html" />
        ) : (
          <p className="website-preview-title">{name}</p>
        )}
        <div className="website-preview-booking">
          <p className="website-preview-title">{WEBSITE_TEXT.bookingPlaceholder}</p>
          <p>{WEBSITE_TEXT.bookingPlaceholderText}</p>
        </div>
        <VendorHtml html={body} className="vendor-html vendor-body-html" />
      </div>
    </section>
  );
}
