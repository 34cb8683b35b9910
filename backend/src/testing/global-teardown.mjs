export default async function globalTeardown() {
  await globalThis.__testDatabase__?.embedded?.stop();
}
