package msg

// The solver lab's parts added on issue 30: the page names them by their messages.
func init() {
	pageMessages["labStep29"] = "c4.step_29"
	pageMessages["labStep30"] = "c4.step_30"
	pageMessages["labAbout29"] = "c4.step_29_about"
	pageMessages["labAbout30"] = "c4.step_30_about"
	pageMessages["labStep31"] = "c4.step_31"
	pageMessages["labAbout31"] = "c4.step_31_about"
	pageMessages["labStep32"] = "c4.step_32"
	pageMessages["labAbout32"] = "c4.step_32_about"
}
