/**
 * Tokens in the sync tests are signed by the test itself; its public key arrives as
 * a `data:` URL, so no network is needed.
 */
export default {
  providers: [
    {
      type: "customJwt",
      issuer: "https://sync-tests.local",
      jwks: process.env.SYNC_TEST_JWKS,
      algorithm: "RS256",
      applicationID: "sync-tests",
    },
  ],
};
