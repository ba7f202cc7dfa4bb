print("unreadctl")
