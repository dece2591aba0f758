/**
 * This browser's device id: 32 random bytes (base64url), made once and kept in
 * localStorage, sent with every sign-in. Once someone signs in from this
 * browser it is trusted for their account, and its sign-in attempts draw from
 * a budget of its own, so strangers failing to sign in as them cannot lock
 * them out here (docs/SECURITY.md). It is no credential: it only chooses which
 * budget an attempt counts against.
 */
const STORAGE_KEY = "buildmates.deviceId";
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The stored id, or a new one (stored when storage works; else this sign-in is untrusted). */
export function getDeviceId(
  storage: Storage | undefined = globalThis.localStorage,
): string {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    if (stored && DEVICE_ID.test(stored)) return stored;
    const id = newDeviceId();
    storage?.setItem(STORAGE_KEY, id);
    return id;
  } catch {
    // Storage disabled (private mode, blocked cookies): an id for this attempt only.
    return newDeviceId();
  }
}
