/** Benchmark baseline: a Worker that only inserts the posted lead into D1, with no checks at all. */
interface Env {
  DB: D1Database;
}

export default {
  async fetch(request, env): Promise<Response> {
    const lead = await request.json<Record<string, string>>();
    await env.DB.prepare(
      `INSERT INTO leads (id, name, company, email, source, user_agent, created_at, received_at, country, body_hash)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, NULL, '')`,
    )
      .bind(
        lead.id,
        lead.name,
        lead.company,
        lead.email,
        lead.source,
        lead.userAgent,
        lead.createdAt,
        new Date().toISOString(),
      )
      .run();
    return Response.json({ ok: true, id: lead.id }, { status: 201 });
  },
} satisfies ExportedHandler<Env>;
