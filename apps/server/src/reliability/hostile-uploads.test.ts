import sharp from 'sharp';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/db';
import {
  createTestShop,
  multipartPayload,
  sendForm,
  TEST_PASSWORD,
  uniqueMobile,
  type FormFields,
} from '../test/factories';
import { imageField } from '../test/images';
import {
  SERVER_PROCESS_TIMEOUT_MS,
  startSourceServer,
  type ServerProcess,
} from '../test/server-process';
import { snapshotOfShop } from '../test/tenant-snapshot';

// Files that are not the picture they claim to be, on every upload route.

const UNSUPPORTED = { status: 400, message: 'Please upload a JPEG, PNG or WebP image.' };
const TOO_LARGE = { status: 413, message: 'Image must be 2 MB or smaller.' };
const SCRIPT = '<script>alert(document.cookie)</script>';
const MEMORY_HEADROOM = 200 * 1024 * 1024;

/** The upload routes and the form each sends a file in. */
const UPLOADS: {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  form: (file: FormFields[string]) => FormFields;
}[] = [
  {
    name: 'deal picture',
    method: 'POST',
    url: '/api/campaigns/mine/images',
    form: (image) => ({ image, kind: 'banner' }),
  },
  {
    name: 'shop image',
    method: 'PUT',
    url: '/api/auth/settings',
    form: (shopImage) => ({ shopImage }),
  },
];

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } } });

type HostileFiles = Awaited<ReturnType<typeof hostileFiles>>;

/** Hostile files, each with the answer it must get. */
async function hostileFiles() {
  const jpeg = await solid(300, 200).jpeg().toBuffer();
  const text = (value: string) => Buffer.from(value);
  return {
    'SVG with a script': {
      bytes: text(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`),
      ...UNSUPPORTED,
    },
    'PNG signature over HTML (polyglot)': {
      bytes: Buffer.concat([
        Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
        text(`<html>${SCRIPT}</html>`),
      ]),
      ...UNSUPPORTED,
    },
    'GIF header over JavaScript (polyglot)': {
      bytes: text('GIF89a/*\n\0\n\0\0\0\0*/=1;alert(1);'),
      ...UNSUPPORTED,
    },
    'truncated JPEG': { bytes: jpeg.subarray(0, jpeg.length >> 1), ...UNSUPPORTED },
    // 48 megapixels of black: 140 kB on the wire, 144 MB once decoded.
    'decompression bomb (PNG)': {
      bytes: await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer(),
      ...UNSUPPORTED,
    },
    '20 MB JPEG': { bytes: Buffer.concat([jpeg, Buffer.alloc(20 * 1024 * 1024)]), ...TOO_LARGE },
  };
}

describeEachDatabase('hostile uploads', (getDatabase) => {
  const app = useTestApp(getDatabase);
  let files: HostileFiles;
  beforeAll(async () => {
    files = await hostileFiles();
  });

  it('refuses each one on every upload route and stores nothing', async () => {
    const { token, user } = await createTestShop(app());
    const before = await snapshotOfShop(app(), user._id);

    for (const upload of UPLOADS) {
      for (const [name, file] of Object.entries(files)) {
        const response = await sendForm(app(), {
          method: upload.method,
          url: upload.url,
          token,
          fields: upload.form(imageField(file.bytes, 'photo.jpg')),
        });
        expect(response.statusCode, `${upload.name}: ${name}`).toBe(file.status);
        expect(response.json().message, `${upload.name}: ${name}`).toBe(file.message);
      }
    }

    expect(await snapshotOfShop(app(), user._id)).toEqual(before);
  });

  // A real picture with a script after it is a picture: phones append data after a JPEG's end
  // (motion photos), so it is not refused. Only the re-encoded pixels are kept and served.
  it('keeps only the re-encoded picture of an image with a script appended', async () => {
    const { token } = await createTestShop(app());
    const gif = await solid(10, 10).gif().toBuffer();
    const jpeg = await solid(30, 20).jpeg().toBuffer();

    for (const [name, bytes] of Object.entries({
      'GIF + JavaScript': Buffer.concat([gif, Buffer.from(`\n;alert(1)//${SCRIPT}`)]),
      'JPEG + HTML': Buffer.concat([jpeg, Buffer.from(`<html>${SCRIPT}</html>`)]),
    })) {
      const response = await sendForm(app(), {
        method: 'POST',
        url: '/api/campaigns/mine/images',
        token,
        fields: { image: imageField(bytes, 'photo.gif'), kind: 'item' },
      });
      expect(response.statusCode, name).toBe(201);

      const served = await app().inject({ method: 'GET', url: response.json().data.path });
      expect(served.headers['content-type'], name).toBe('image/webp');
      expect(served.headers['x-content-type-options'], name).toBe('nosniff');
      expect(served.rawPayload.includes('alert'), name).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).format, name).toBe('webp');
    }
  });
});

// The server's own memory, in a process of its own (the test's buffers would blur it in one).
describe('a server receiving hostile uploads', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-uploads-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps its memory within 200 MB of where it started, each file sent three times',
    { timeout: SERVER_PROCESS_TIMEOUT_MS },
    async () => {
      server = await startSourceServer({ DATA_DIR: dataDir });
      const { url } = server;
      const signup = await fetch(`${url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Owner',
          shopName: 'Shop',
          mobile: uniqueMobile(),
          password: TEST_PASSWORD,
        }),
      });
      const { token } = ((await signup.json()) as { data: { token: string } }).data;
      const files = await hostileFiles();
      const atStart = residentBytes(server.pid);

      for (const upload of UPLOADS) {
        for (const file of Object.values(files)) {
          for (let attempt = 0; attempt < 3; attempt += 1) {
            const form = await multipartPayload(upload.form(imageField(file.bytes, 'photo.jpg')));
            const response = await fetch(`${url}${upload.url}`, {
              method: upload.method,
              headers: { authorization: `Bearer ${token}`, ...form.headers },
              body: form.payload,
            });
            expect(response.status).toBe(file.status);
            await response.arrayBuffer();
          }
        }
      }

      expect(residentBytes(server.pid) - atStart).toBeLessThan(MEMORY_HEADROOM);
    },
  );
});

/** A process's resident memory (Linux), as the OOM killer counts it. */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}
