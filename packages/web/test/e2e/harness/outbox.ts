export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The sandbox's captured mails to `email`, oldest first (GET /sandbox/mail?to=). */
export const readOutbox = async (baseUrl: string, email: string): Promise<OutboxMail[]> => {
  const response = await fetch(`${baseUrl}/sandbox/mail?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`GET /sandbox/mail answered ${response.status}`);
  const body = (await response.json()) as unknown;
  const list = (body as { messages?: unknown }).messages;
  if (!Array.isArray(list)) throw new Error(`Unexpected /sandbox/mail reply: ${JSON.stringify(body)}`);
  return list as OutboxMail[];
};
