/** Bearer-token check for the admin export, compared in constant time. */
async function digest(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
}

export async function hasAdminToken(
  request: Request,
  expected: string | undefined,
): Promise<boolean> {
  if (!expected) return false;
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) return false;
  // Hashing first gives equal-length inputs, which timingSafeEqual requires.
  const [given, wanted] = await Promise.all([digest(match[1]), digest(expected)]);
  return crypto.subtle.timingSafeEqual(given, wanted);
}
