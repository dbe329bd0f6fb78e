/**
 * PostGraphile 5 declares Node >= 22 and calls Promise.withResolvers (ES2024), which Node 20, the
 * project's runtime, lacks. Imported first by the PostGraphile target only, so its process gets
 * the standard behaviour and no other target is touched.
 */
interface Resolvers {
  promise: Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason?: unknown) => void;
}

const PromiseWith = Promise as unknown as { withResolvers?: () => Resolvers };

PromiseWith.withResolvers ??= function withResolvers(this: PromiseConstructor): Resolvers {
  let resolve: Resolvers['resolve'] = () => undefined;
  let reject: Resolvers['reject'] = () => undefined;
  const promise = new this<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
