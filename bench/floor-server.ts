import Fastify from 'fastify';
import pg from 'pg';

// The floor: the least a request that stores something can cost on this machine. A bare
// Fastify route inserts one row through node-postgres (a pool as large as the app's) into a
// one-table database. Started by `npm run bench` beside the app, on the same PostgreSQL.

const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
await pool.query(
  `create table if not exists floor_rows (
     id bigserial primary key,
     amount bigint not null,
     created_at timestamptz not null default now())`,
);

const app = Fastify();
app.get('/health', async () => ({ data: { status: 'ok' } }));
app.post<{ Body: { amount: number } }>('/floor', async (request, reply) => {
  const { rows } = await pool.query<{ id: string }>(
    'insert into floor_rows (amount) values ($1) returning id',
    [request.body.amount],
  );
  return reply.code(201).send({ data: { id: rows[0]?.id } });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
