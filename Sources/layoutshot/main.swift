import LayoutshotCLI

LayoutshotCommand.run()
