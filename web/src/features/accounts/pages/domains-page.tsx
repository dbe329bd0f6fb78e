import {
  customDomainSchema,
  domainVerificationRecord,
  subDomainSchema,
  WEBSITE_MESSAGES,
} from '@petwell/domain';
import { useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useSaveWebsiteMutation, useVerifyCustomDomainMutation } from '../../../generated/practice';
import { Form, FormTextField, SubmitButton, useZodForm } from '../../../ui/form';
import { DOMAINS_TEXT } from '../domains-text';
import { type OwnWebsite, OwnSiteScreen } from '../own-site-screen';

type Website = OwnWebsite;

/** The sub-domain is required here; the custom domain stays optional; both trimmed. */
const domainsSchema = z.object({
  name: z.string().trim().min(1, WEBSITE_MESSAGES.nameRequired),
  sub_domain: z.string().trim().min(1, DOMAINS_TEXT.subDomainRequired).pipe(subDomainSchema),
  custom_domain: z.union([z.literal(''), customDomainSchema]),
});

/** The first GraphQL error's message (the action's text), or the generic one. */
const messageOf = (error: { graphQLErrors: { message: string }[] } | undefined) =>
  error?.graphQLErrors[0]?.message ?? DOMAINS_TEXT.saveFailed;

/**
 * /app/settings/domains, the root admin's Domains: the sub-domain (required) and custom domain
 * (optional) of the practice's site, the addresses it answers to with their verification state,
 * and the TXT record that verifies a custom domain. Saving keeps the rest of the site as it is.
 * The platform's own practice, which has no site, is told its listings are on the main site.
 */
export function DomainsPage() {
  return (
    <OwnSiteScreen
      title={DOMAINS_TEXT.title}
      className="domains-screen"
      failed={DOMAINS_TEXT.failed}
    >
      {(site, reload) => (
        <>
          <DomainsForm key={site?.id ?? 0} site={site} onSaved={reload} />
          {site ? <Hosts site={site} onVerified={reload} /> : null}
        </>
      )}
    </OwnSiteScreen>
  );
}

function DomainsForm({ site, onSaved }: { site: Website | undefined; onSaved: () => void }) {
  const form = useZodForm(domainsSchema, {
    defaultValues: {
      name: site?.name ?? '',
      sub_domain: site?.sub_domain ?? '',
      custom_domain: site?.custom_domain ?? '',
    },
  });
  const [, saveWebsite] = useSaveWebsiteMutation();
  const [saved, setSaved] = useState(false);
  return (
    <Form
      form={form}
      className="domains-form card"
      errorTitle={DOMAINS_TEXT.errorTitle}
      onSubmit={async (values) => {
        setSaved(false);
        const result = await saveWebsite({
          name: values.name,
          logo: site?.logo ?? null,
          header_section: site?.header_section ?? null,
          body_section: site?.body_section ?? null,
          sub_domain: values.sub_domain,
          custom_domain: values.custom_domain || null,
        });
        if (result.error || !result.data?.save_website) {
          const message = messageOf(result.error);
          form.setError('root', { message });
          return;
        }
        setSaved(true);
        onSaved();
      }}
    >
      {saved ? <Alert tone="success">{DOMAINS_TEXT.saved}</Alert> : null}
      {site ? null : (
        <FormTextField
          form={form}
          name="name"
          trim="start"
          label={DOMAINS_TEXT.brandName}
          requiredMarker
        />
      )}
      <FormTextField
        form={form}
        name="sub_domain"
        trim="trim"
        label={DOMAINS_TEXT.subDomain}
        hint={DOMAINS_TEXT.subDomainHint}
        autoComplete="off"
        requiredMarker
      />
      <FormTextField
        form={form}
        name="custom_domain"
        trim="trim"
        label={DOMAINS_TEXT.customDomain}
        hint={DOMAINS_TEXT.customDomainHint}
        autoComplete="off"
      />
      <SubmitButton>{DOMAINS_TEXT.save}</SubmitButton>
    </Form>
  );
}

function Hosts({ site, onVerified }: { site: Website; onVerified: () => void }) {
  const [, verify] = useVerifyCustomDomainMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = site.hosts.find((host) => host.kind === 'custom_domain' && !host.verified_at);
  return (
    <section className="domains-hosts card" aria-labelledby="domains-hosts">
      <h2 id="domains-hosts">{DOMAINS_TEXT.addresses}</h2>
      <dl className="domains-list">
        {site.sys_domain ? (
          <div>
            <dt>{DOMAINS_TEXT.systemDomain}</dt>
            <dd>{site.sys_domain}</dd>
          </div>
        ) : null}
        {site.hosts.map((host) => (
          <div key={host.host}>
            <dt>
              {host.kind === 'custom_domain' ? DOMAINS_TEXT.customDomain : DOMAINS_TEXT.subDomain}
            </dt>
            <dd>
              <a href={`https://${host.host}/`} target="_blank" rel="noopener noreferrer">
                {host.host}
              </a>{' '}
              <span className={host.verified_at ? 'domains-verified' : 'domains-pending'}>
                ({host.verified_at ? DOMAINS_TEXT.verified : DOMAINS_TEXT.pending})
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {pending ? (
        <div className="domains-dns">
          <h3>{DOMAINS_TEXT.dnsHeading}</h3>
          <p>{DOMAINS_TEXT.dnsIntro}</p>
          <dl className="domains-list">
            <div>
              <dt>{DOMAINS_TEXT.recordName}</dt>
              <dd>
                <code>{domainVerificationRecord(pending.host)}</code>
              </dd>
            </div>
            <div>
              <dt>{DOMAINS_TEXT.recordValue}</dt>
              <dd>
                <code>{pending.verification_token}</code>
              </dd>
            </div>
          </dl>
          <div role="status">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>
          <Button
            disabled={busy}
            onClick={() => {
              setBusy(true);
              setNotice(null);
              void verify({}).then((result) => {
                setBusy(false);
                const answer = result.data?.verify_custom_domain;
                if (result.error || !answer) {
                  setNotice({ tone: 'error', text: messageOf(result.error) });
                  return;
                }
                setNotice({ tone: answer.verified ? 'success' : 'error', text: answer.message });
                if (answer.verified) onVerified();
              });
            }}
          >
            {DOMAINS_TEXT.verify}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
