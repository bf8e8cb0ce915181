// Certificates made at test time for the fake Pix API's mutual TLS: a CA, a server certificate for
// 127.0.0.1 and a client certificate it signed, plus a client from another CA that must be
// refused. Keys come from node:crypto (fast); node-forge builds and signs the X.509 certificates,
// which Node cannot do by itself.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface Pem {
  cert: string;
  key: string;
}

export interface TestPki {
  ca: Pem;
  server: Pem;
  client: Pem;
  /** The client's certificate and key as PKCS#12, sealed with `p12Passphrase`. */
  clientP12: Buffer;
  p12Passphrase: string;
  /** A client certificate from a CA the fake does not trust. */
  strangerClient: Pem;
}

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  return {
    pem: pem.key,
    privateKey: forge.pki.privateKeyFromPem(pem.key),
    publicKey: forge.pki.publicKeyFromPem(pem.publicKey),
  };
}

type Extension = Record<string, unknown>;

/**
 * A random serial that DER encodes as a positive integer in its shortest form: the first byte
 * between 0x40 and 0x7f. A leading zero byte (what a serial starting '00' gave, one certificate
 * in some hundreds) is a padding OpenSSL refuses when it loads the certificate.
 */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! & 0x7f) | 0x40;
  return bytes.toString('hex');
}

function certificate(options: {
  commonName: string;
  subjectKey: ReturnType<typeof keyPair>;
  issuer?: { cert: forge.pki.Certificate; key: ReturnType<typeof keyPair> };
  extensions: Extension[];
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.subjectKey.publicKey;
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600 * 1000);
  const subject = [{ name: 'commonName', value: options.commonName }];
  cert.setSubject(subject);
  cert.setIssuer(options.issuer ? options.issuer.cert.subject.attributes : subject);
  cert.setExtensions(options.extensions);
  cert.sign((options.issuer?.key ?? options.subjectKey).privateKey, forge.md.sha256.create());
  return cert;
}

function makeCa(name: string) {
  const key = keyPair();
  const cert = certificate({
    commonName: name,
    subjectKey: key,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      { name: 'subjectKeyIdentifier' },
    ],
  });
  return { cert, key };
}

function issue(
  ca: ReturnType<typeof makeCa>,
  commonName: string,
  usage: 'server' | 'client',
): Pem & { forgeCert: forge.pki.Certificate; forgeKey: forge.pki.rsa.PrivateKey } {
  const key = keyPair();
  const cert = certificate({
    commonName,
    subjectKey: key,
    issuer: ca,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      usage === 'server'
        ? { name: 'extKeyUsage', serverAuth: true }
        : { name: 'extKeyUsage', clientAuth: true },
      ...(usage === 'server'
        ? [
            {
              name: 'subjectAltName',
              altNames: [
                { type: 7, ip: '127.0.0.1' },
                { type: 2, value: 'localhost' },
              ],
            },
          ]
        : []),
    ],
  });
  return {
    cert: forge.pki.certificateToPem(cert),
    key: key.pem,
    forgeCert: cert,
    forgeKey: key.privateKey,
  };
}

export function makeTestPki(): TestPki {
  const ca = makeCa('Fake PSP test CA');
  const stranger = makeCa('Another CA');
  const server = issue(ca, '127.0.0.1', 'server');
  const client = issue(ca, 'estudio-flexo-client', 'client');
  const strangerClient = issue(stranger, 'estudio-flexo-client', 'client');
  const p12Passphrase = randomBytes(8).toString('hex');
  const p12Asn1 = forge.pkcs12.toPkcs12Asn1(client.forgeKey, [client.forgeCert], p12Passphrase, {
    algorithm: 'aes256',
  });
  const clientP12 = Buffer.from(forge.asn1.toDer(p12Asn1).getBytes(), 'binary');
  const pem = ({ cert, key }: Pem): Pem => ({ cert, key });
  return {
    ca: { cert: forge.pki.certificateToPem(ca.cert), key: ca.key.pem },
    server: pem(server),
    client: pem(client),
    clientP12,
    p12Passphrase,
    strangerClient: pem(strangerClient),
  };
}
