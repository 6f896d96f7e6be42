// Next's ambient types (CSS modules, images), also before next-env.d.ts is generated.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
