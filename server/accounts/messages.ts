/** Account messages of platform spec §5 and §8 and industries-and-reports §5, §8, word for word (import-free: the client uses them). */
export const ACCOUNT_MESSAGES = {
  maxWords: "The maximum number of words is 300",
  addressInvalid: "Address is invalid.",
  imageType: "Only files with the following extensions are allowed: png jpg jpeg.",
  imageSize: "The image that you are trying to use is too large (over 2MB)",
  /** Not in the spec: an image whose pixels are too many (issue #23 item 7). */
  imageDimensions: "The image is too large: at most 4000 × 4000 pixels. Please use a smaller image.",
  profileUpdated: "User profile has been successfully updated",
  profileNotUpdated: "User profile is not updated",
  avatarUploaded: "User avatar has been successfully uploaded",
  avatarNotUploaded: "User avatar is not uploaded",
  companyCreated: "Company has been successfully created",
  companyNotCreated: "Company is not created",
  companyUpdated: "Company profile has been successfully updated",
  companyNotUpdated: "Company profile is not updated",
  logoUploaded: "Company logo has been successfully uploaded",
  logoNotUploaded: "Company logo is not uploaded",
  companyDeleted: "Company profile has been successfully deleted",
  companyNotDeleted: "Company profile is not deleted",
  confirmDelete: "Are you sure delete this company?",
  settingsUpdated: "User settings has been successfully updated.",
  settingsNotUpdated: "User settings is not updated.",
  termsThanks: "Thank you for agreeing to the Terms of Use.",
  termsDisagree: "You will be logged out. You must agree to the terms of use to use our service.",
  termsRequired: "You must agree to the terms of use to use our service.",
  termsFailed: "Failed to submit terms of use",
} as const;

export const MAX_WORDS = 300;
export const MAX_COMPANIES = 2;
/** Uploads must be under 2 MB (platform §5, §9). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Price of a custom report theme (platform §9). */
export const CUSTOM_THEME_PRICE = "$499";

/**
 * Words of a description as typed: plain text, or HTML an API client still sends (counted as the text
 * it shows, which is what is stored: server/accounts/plain-text.ts); entities as one character.
 */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/&[a-z#0-9]+;/gi, "x")
    .replace(/\s+/g, " ")
    .trim();
  return text === "" ? 0 : text.split(" ").length;
}
