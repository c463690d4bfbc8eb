/** Texts of the spec's error catalogue (platform §5, §8), used word for word. */
export const AUTH_MESSAGES = {
  usernameRequired: "Please input your username.",
  passwordRequired: "Please input your password.",
  resetUserNameRequired: "Please input your user name.",
  invalidCredentials: "The username or password is incorrect.",
  throttled: "There are some issues with the user account. Please contact support for assistance.",
  genericError: "Sorry, an error occurred. Please try again later.",
  resetSuccess: "Success! You will receive an email with password reset instructions in a moment.",
  resetNotFound: "Sorry, we couldn't find an account with the user name.",
  // Beyond the spec: the set-new-password step that follows the emailed link.
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  passwordTooShort: "Please use at least 10 characters.",
  passwordMismatch: "The two passwords do not match.",
  resetThrottled:
    "Too many password reset requests. Please use the link in the email already sent, or try again in an hour.",
  passwordChanged: "Your password has been changed. Please log in with your new password.",
  loggedOut: "You have been logged out.",
} as const;
