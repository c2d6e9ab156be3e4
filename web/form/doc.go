// Package form reads what a request to the API sends: its query and form body
// (Values: a POST body of another type is refused with 415, never ignored; one too
// large 413, one that stalls 408, one cut short 400), a JSON body (Body, IsJSON), and
// its parameters one by one (Each: each given once, in UTF-8). Its errors are the
// API's (package apierr), and none names an address.
package form
