module github.com/sudokit-go/sudokit

go 1.26
