/**
 * The endpoint table: every call of CONTRACT.md section 3, in one place.
 * Paths are relative to the API base (VITE_API_BASE, default same origin).
 * Change a path here and the app, the sandbox and the tests follow.
 *
 * Each endpoint becomes the action `api.<name>` (actions/api/apiActions.ts).
 * `result` says what the action hands to `then`: the answer's `data`
 * (default) or the whole answer body (for answers that carry their fields
 * beside `code`, such as recProductClick's `link`).
 */
export type ClientKind = 'engagement' | 'json' | 'form' | 'promo';

export interface Endpoint {
  client: ClientKind;
  method: 'GET' | 'POST';
  path: string;
  /** What the action resolves to. Default 'data'. */
  result?: 'data' | 'body';
  /** Multipart upload: the form field that carries the file. */
  multipart?: string;
  /** Promo calls: the code values that mean success (others are server failures). Absent: the screen reads `code` itself. */
  successCodes?: string[];
  /** The answer is not JSON (an image); the sandbox serves it, the app only builds its address. */
  binary?: boolean;
  /** The answer is ignored: failures are not shown to the person (tracking calls). */
  quiet?: boolean;
}

export const endpoints = {
  // Order details (engagement service)
  loanDetails: { client: 'engagement', method: 'POST', path: '/v3/loan-details/loan-details' },
  orderScore: { client: 'engagement', method: 'POST', path: '/v3/loan-details/store-score' },
  eventSave: { client: 'engagement', method: 'POST', path: '/service/event/save', quiet: true },
  recProductClick: { client: 'engagement', method: 'POST', path: '/gopia/goya/define', result: 'body' },

  // Bank binding, complaints, customer service (json client)
  cardInit: { client: 'json', method: 'POST', path: '/api/card-init' },
  bindCardNew: { client: 'json', method: 'POST', path: '/api/bind-card-new' },
  cardChange: { client: 'json', method: 'POST', path: '/api/card-change' },
  problemInit: { client: 'json', method: 'POST', path: '/api/problem-init' },
  uploadProblemImg: { client: 'json', method: 'POST', path: '/api/upload-problem-img', multipart: 'problemImage' },
  problemSave: { client: 'json', method: 'POST', path: '/api/problem-save' },
  problemList: { client: 'json', method: 'POST', path: '/api/problem-list' },
  problemDetail: { client: 'json', method: 'POST', path: '/api/problem-detail' },
  saveScore: { client: 'json', method: 'POST', path: '/api/save-score' },
  contactKfInfo: { client: 'json', method: 'POST', path: '/api/contact-kf-info' },

  // Repayment and loan confirmation (form client)
  extensionDetail: { client: 'form', method: 'POST', path: '/api/repay/extension-detail' },
  installmentDetail: { client: 'form', method: 'POST', path: '/api/repay/plan-detail' },
  generateVcode: { client: 'form', method: 'POST', path: '/api/repay/generate-vcode' },
  loanConfirmDetail: { client: 'form', method: 'POST', path: '/api/loan/confirm-detail' },
  loanPush: { client: 'form', method: 'POST', path: '/api/loan/push' },
  contractList: { client: 'form', method: 'POST', path: '/api/loan/contract-list' },
  contractJump: { client: 'form', method: 'POST', path: '/api/loan/contract-jump' },
  altConfirmDetail: { client: 'form', method: 'POST', path: '/api/loan-new/detail' },
  altAgreements: { client: 'form', method: 'POST', path: '/api/loan-new/agreements' },
  altAgreementJump: { client: 'form', method: 'POST', path: '/api/loan-new/agreement-jump' },
  altPush: { client: 'form', method: 'POST', path: '/api/loan-new/push' },
  recommendProducts: { client: 'form', method: 'POST', path: '/api/recommend/products' },
  recommendClick: { client: 'form', method: 'POST', path: '/api/recommend/click', quiet: true },
  recommendLink: { client: 'form', method: 'POST', path: '/api/recommend/link' },
  repaymentWay: { client: 'form', method: 'POST', path: '/api/repayment/way' },
  repaymentCommit: { client: 'form', method: 'POST', path: '/api/repayment/commit' },
  repaymentConfirm: { client: 'form', method: 'POST', path: '/api/repayment/confirm' },
  repaymentHuichao: { client: 'form', method: 'POST', path: '/api/repayment/huichao' },

  // Promotion and registration (promo client)
  channelTemplate: { client: 'promo', method: 'GET', path: '/api/promo/template', result: 'body', successCodes: ['00'] },
  visit: { client: 'promo', method: 'GET', path: '/api/promo/visit', result: 'body', quiet: true },
  getSid: { client: 'promo', method: 'GET', path: '/api/promo/sid', result: 'body', successCodes: ['0'] },
  captcha: { client: 'promo', method: 'GET', path: '/api/promo/captcha', binary: true },
  getSms: { client: 'promo', method: 'POST', path: '/api/promo/sms', result: 'body' },
  trackClick: { client: 'promo', method: 'GET', path: '/api/promo/click', result: 'body', quiet: true },
  register: { client: 'promo', method: 'POST', path: '/api/promo/register', result: 'body' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

export const endpointNames = Object.keys(endpoints) as EndpointName[];

/**
 * Query parameters a call carries in its path as CONTRACT writes it
 * (repaymentWay: `?orderId=`): taken from the payload into the query.
 */
export const queryPayload: Partial<Record<EndpointName, string[]>> = {
  repaymentWay: ['orderId'],
  channelTemplate: ['templateId'],
  captcha: ['sid', 't'],
};
