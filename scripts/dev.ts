// `npm run dev`: the API in watch mode plus Vite with hot reload, both behind Vite's one URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadEnvFile } from '../server/env-file';

const VITE_PORT = 5173;
const API_PORT = 3001;

// .env first (the real environment wins), so its PUBLIC_URL or DATA_DIR reach both children; the
// development settings below win over both.
loadEnvFile();

const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  // `||`: an empty PUBLIC_URL= (as in .env.example) means unset.
  PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${VITE_PORT}`,
  API_PORT: String(API_PORT),
};

const children = [
  spawn(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'watch', 'server/index.ts'],
    {
      stdio: 'inherit',
      env,
    },
  ),
  spawn(
    process.execPath,
    [path.resolve('node_modules/vite/bin/vite.js'), '--port', String(VITE_PORT)],
    {
      stdio: 'inherit',
      env,
    },
  ),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
