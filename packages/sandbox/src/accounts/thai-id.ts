/** The Thai national ID's check digit is core's rule; the sandbox's tests read it under this name. */
export { isValidThaiId as isThaiId } from '@self-storage/core/forms';
