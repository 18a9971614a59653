import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';

describeEachDatabase('GET /api/health', (getDatabase, kind) => {
  const app = useTestApp(getDatabase);

  it('answers ok and the database kind after asking the database', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: kind } });
  });
});
