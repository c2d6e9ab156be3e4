// Package apierr is how the server's API says something went wrong: a coded error
// (package msg) with the HTTP status it answers with and, for 429 and 503, when to try
// again. Its message is for the user, in the request's language (Lang), and never
// holds a stack trace; Write sends it as the API's error JSON.
package apierr
