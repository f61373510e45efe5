import type { Resolver, ResolverOptions } from 'react-hook-form';
import { failureMessages } from '../../src/lib/failureMessages';
import { FORM_ERROR } from '../../src/lib/forms/formRules';
import { lazyResolver } from '../../src/lib/forms/lazyResolver';

interface Values {
  email: string;
}

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const accepting: Resolver<Values> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the validation code once, on preload, and validates with it', async () => {
    const load = jest.fn(() => Promise.resolve(accepting));
    const { resolver, preload } = lazyResolver<Values>(load);
    preload();
    preload();
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports the network message at the form message when the chunk cannot load, and loads again on the next submit', async () => {
    const load = jest.fn<Promise<Resolver<Values>>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(accepting);
    const { resolver } = lazyResolver<Values>(load);
    const failed = await resolver({ email: 'a@b.co' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors).toEqual({ [FORM_ERROR]: { type: 'network', message: failureMessages.network } });
    const retried = await resolver({ email: 'a@b.co' }, undefined, options);
    expect(retried.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
