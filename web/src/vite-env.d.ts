/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time defaults; the served config block (config.ts) wins. */
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_MAIN_DOMAIN?: string;
  readonly VITE_PAYPAL_CLIENT_ID?: string;
}

/** The year the app was built (web/vite.config.ts `define`); undefined under vitest. */
declare const __BUILD_YEAR__: number | undefined;
