interface ImportMetaEnv {
  /** Support desk's WhatsApp number with country code, digits only, e.g. 919812345678. */
  readonly VITE_SUPPORT_WHATSAPP?: string;
}
