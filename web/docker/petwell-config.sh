#!/bin/sh
# Run by the nginx image's entrypoint (/docker-entrypoint.d) before nginx starts: writes the
# served index.html from the built one, with the SPA's run-time config block in place of
# <!--petwell-config--> (web/src/config/config.ts reads it; scripts/stack/web-config.ts writes
# the same block for `npm start`). The values come from the environment docker-compose.yml
# passes from .env; the block is JSON inside <script type="application/json">, so every value is
# escaped for JSON and cannot close the script element.
# The prerendered pages of the main site get the same block, each written from its template.
# (PETWELL_INDEX_TEMPLATE, PETWELL_INDEX_TARGET, PETWELL_PAGES_TEMPLATES and PETWELL_PAGES_TARGET
# move the files, for its test.)
set -eu

template=${PETWELL_INDEX_TEMPLATE:-/usr/share/nginx/index.template.html}
target=${PETWELL_INDEX_TARGET:-/usr/share/nginx/html/index.html}
placeholder='<!--petwell-config-->'

# A JSON string: backslash and quote escaped, <, > and & as \u escapes, control characters dropped.
json_string() {
  printf '"%s"' "$(printf '%s' "$1" | tr -d '\000-\037' | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' \
    -e 's/</\\u003c/g' -e 's/>/\\u003e/g' -e 's/&/\\u0026/g')"
}

# CONSULT_HOSTS: comma-separated host names, as a JSON array in lower case.
consult_hosts='['
separator=''
old_ifs=$IFS
IFS=','
for host in ${CONSULT_HOSTS:-}; do
  host=$(printf '%s' "$host" | tr -d ' \t' | tr 'A-Z' 'a-z')
  [ -n "$host" ] || continue
  consult_hosts="$consult_hosts$separator$(json_string "$host")"
  separator=','
done
IFS=$old_ifs
consult_hosts="$consult_hosts]"

if [ -n "${PAYPAL_CLIENT_ID:-}" ]; then
  paypal=$(json_string "$PAYPAL_CLIENT_ID")
else
  paypal=null
fi

config="{\"brandName\":$(json_string "${BRAND_NAME:-}"),\"mainDomain\":$(json_string "${MAIN_DOMAIN:-}"),\"consultHosts\":$consult_hosts,\"supportPhone\":$(json_string "${SUPPORT_PHONE:-}"),\"supportEmail\":$(json_string "${SUPPORT_EMAIL:-}"),\"jitsiDomain\":$(json_string "${JITSI_DOMAIN:-}"),\"paypalClientId\":$paypal}"

if ! grep -q "$placeholder" "$template"; then
  echo "petwell-config: $template has no $placeholder placeholder (was web/index.html changed?)" >&2
  exit 1
fi

# write_page TEMPLATE TARGET: the template with the config block in place of the placeholder.
write_page() {
  PETWELL_CONFIG_BLOCK="<script type=\"application/json\" id=\"petwell-config\">$config</script>" \
    awk -v placeholder="$placeholder" '{
      i = index($0, placeholder)
      if (i) $0 = substr($0, 1, i - 1) ENVIRON["PETWELL_CONFIG_BLOCK"] substr($0, i + length(placeholder))
      print
    }' "$1" > "$2"
}

write_page "$template" "$target"
echo "petwell-config: wrote the run-time config into $target"

# The main site's prerendered pages (scripts/prerender-web.ts) carry the same block.
pages_templates=${PETWELL_PAGES_TEMPLATES:-/usr/share/nginx/prerendered-templates}
pages=${PETWELL_PAGES_TARGET:-/usr/share/nginx/html/prerendered}
if [ -d "$pages_templates" ]; then
  count=0
  for page in $(cd "$pages_templates" && find . -name index.html); do
    mkdir -p "$pages/$(dirname "$page")"
    write_page "$pages_templates/$page" "$pages/$page"
    count=$((count + 1))
  done
  echo "petwell-config: wrote the run-time config into $count prerendered pages under $pages"
fi
