/**
 * A message a delivery provider (SMS, e-mail) could not hand over. The
 * message itself (it holds a code) is never in the error; the vendor's
 * reason may be in `cause`.
 */
export class DeliveryError extends Error {
  readonly name = 'DeliveryError';
}
