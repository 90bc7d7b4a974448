import { sdkCalls } from './test/conformance/sdk-coverage/sdk-calls.js';
for (const c of sdkCalls()) if (c.module.alias === 'productsV3' && (c.applicationErrors.length || c.validationRules.length))
  console.log(c.id, '\n  app:', c.applicationErrors.join(' '), '\n  rule:', c.validationRules.join(' '));
