/**
 * SHA-256 as lower-case hex, with Web Crypto (`crypto.subtle`, in actions): the
 * form in which secrets that only need comparing are stored (device ids,
 * emailed codes; Convex Auth stores its codes the same way).
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(text),
  );
  return Array.from(new Uint8Array(digest), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}
