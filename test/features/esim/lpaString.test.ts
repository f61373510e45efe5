import { appleEsimSetupLink, parseLpaString } from '../../../src/features/esim/lpaString';

describe('parseLpaString', () => {
  it.each([
    ['a plain activation string', 'LPA:1$smdp.example.com$K2-ABC-123', 'smdp.example.com', 'K2-ABC-123'],
    ['with an OID and a confirmation flag', 'LPA:1$rsp.truphone.com$QR-G-5C-1LS$1.3.6.1.4.1.31746$1', 'rsp.truphone.com', 'QR-G-5C-1LS'],
    ['a lower-case prefix and spaces around', '  lpa:1$SMDP.GSMA.COM$04386-AGYFT  ', 'SMDP.GSMA.COM', '04386-AGYFT'],
    ['without the LPA: prefix', '1$smdp.example.com$CODE', 'smdp.example.com', 'CODE'],
    ['no activation code', 'LPA:1$smdp.example.com', 'smdp.example.com', null],
    ['an empty activation code', 'LPA:1$smdp.example.com$', 'smdp.example.com', null],
    ['an empty address', 'LPA:1$$CODE-ONLY', null, 'CODE-ONLY'],
  ])('%s', (_case, text, smdpAddress, activationCode) => {
    expect(parseLpaString(text)).toEqual({ smdpAddress, activationCode });
  });

  it.each([
    ['no separators', 'LPA:garbage'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a URL', 'https://example.com/esim'],
  ])('malformed (%s): nothing to show, no error', (_case, text) => {
    expect(parseLpaString(text)).toEqual({ smdpAddress: null, activationCode: null });
  });
});

describe('appleEsimSetupLink', () => {
  it('carries the whole activation string, URL-encoded', () => {
    const link = appleEsimSetupLink('LPA:1$smdp.example.com$AB+C/D');
    expect(link).toBe('https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.com%24AB%2BC%2FD');
    expect(new URL(link).searchParams.get('carddata')).toBe('LPA:1$smdp.example.com$AB+C/D');
  });
});
