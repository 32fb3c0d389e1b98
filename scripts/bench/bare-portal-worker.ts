/** Benchmark baseline: a Worker that only inserts the posted events into D1 in one batch, with no checks at all. */
interface Env {
  DB: D1Database;
}

interface BareEvent {
  id: string;
  kind: string;
  rep: { name: string; email: string };
  deviceId: string;
  occurredAt: string;
  moduleId?: string;
  lessonId?: string;
  score?: number;
  attempts?: number;
  documentId?: string;
  from?: string;
  query?: string;
}

export default {
  async fetch(request, env): Promise<Response> {
    const { events } = await request.json<{ events: BareEvent[] }>();
    const statement = env.DB.prepare(
      `INSERT INTO portal_events
        (id, kind, rep_email, rep_name, device_id, occurred_at, received_at, module_id, lesson_id, score, attempts, document_id, origin, query)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
        ON CONFLICT(id) DO NOTHING`,
    );
    const now = Date.now();
    const results = await env.DB.batch(
      events.map((e) =>
        statement.bind(
          e.id,
          e.kind,
          e.rep.email,
          e.rep.name,
          e.deviceId,
          Date.parse(e.occurredAt),
          now,
          e.moduleId ?? null,
          e.lessonId ?? null,
          e.score ?? null,
          e.attempts ?? null,
          e.documentId ?? null,
          e.from ?? null,
          e.query ?? null,
        ),
      ),
    );
    const accepted = results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
    return Response.json({ ok: true, accepted, duplicates: events.length - accepted });
  },
} satisfies ExportedHandler<Env>;
