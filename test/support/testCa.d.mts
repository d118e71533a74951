export interface TestCa {
  caCertPath: string;
  caCert: string;
  serverKeyPath: string;
  serverKey: string;
  serverCertPath: string;
  serverCert: string;
}
export function createTestCa(dir: string, o: { name: string; hosts: string[]; ips?: string[] }): TestCa;
