import net from 'node:net';

// Loaded into the `unit` test project (vitest.config.ts) and, through NODE_OPTIONS, into every node
// process its tests start. That project runs once in CI, so a test file in it must not use a
// database: here any PostgreSQL connection (TCP port 5432 or DATABASE_URL's port, or a
// `.s.PGSQL.*` Unix socket, which is how `pg` reaches the embedded PGlite too) and any embedded
// database socket being opened fails the test with the reason.

const GUARDED = Symbol.for('dreamweaver.noDatabaseGuard');
const MESSAGE =
  'This test file uses a database but runs in the `unit` test project, which runs once in CI ' +
  'and has no database. vitest.config.ts puts a file in the `db` project when it (or a test ' +
  'helper it imports) names a database opener (scripts/database-test-files.ts); make that visible there.';

function postgresPorts() {
  const ports = new Set([5432]);
  try {
    const url = process.env.DATABASE_URL && new URL(process.env.DATABASE_URL);
    if (url) ports.add(Number(url.port || 5432));
  } catch {}
  return ports;
}

function isPostgres(args) {
  // net.connect() hands Socket#connect its arguments already normalised into [options, callback].
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const target = typeof first === 'object' && first !== null ? first : undefined;
  const socketPath = target ? target.path : typeof first === 'string' && !/^\d+$/.test(first) ? first : undefined;
  if (socketPath) return /\.s\.PGSQL\.\d+$/.test(socketPath);
  const port = Number(target ? target.port : first);
  return postgresPorts().has(port);
}

if (!globalThis[GUARDED]) {
  globalThis[GUARDED] = true;
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(...args) {
    if (isPostgres(args)) throw new Error(MESSAGE);
    return connect.apply(this, args);
  };
  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function guardedListen(...args) {
    if (isPostgres(args)) throw new Error(MESSAGE);
    return listen.apply(this, args);
  };
}
